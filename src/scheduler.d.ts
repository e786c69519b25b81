/** The two exports of React's scheduler the entry uses (the package ships no types). */
declare module 'scheduler' {
  export const unstable_IdlePriority: number
  export function unstable_runWithPriority<T>(priority: number, callback: () => T): T
}
