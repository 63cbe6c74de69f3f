// hls.js's package exports './light' without its own types; the light build has the full
// build's API minus optional controllers, so it is typed as the full one.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
