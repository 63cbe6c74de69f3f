/**
 * A name as compared across services that write it differently: accents, case and surrounding
 * spaces aside ('Montréal' = 'montreal', 'Québec' = 'Quebec').
 *
 * @example foldText(' Montréal ') // 'montreal'
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
