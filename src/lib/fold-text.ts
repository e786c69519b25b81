/**
 * Lower case without diacritics, so "Ç" and "c" compare equal: riders type "trilha" for "Trílha"
 * and "jundiai" for "Jundiaí". Every search box compares through it.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR')
}
