// The part of uglify-js's API the build uses (the package ships no types).
declare module 'uglify-js' {
  interface MinifyOutput {
    code: string;
    error?: Error;
  }
  export function minify(
    code: string,
    options: { module: boolean; compress: { passes: number }; mangle: boolean },
  ): MinifyOutput;
}
