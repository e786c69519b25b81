/** Saves `content` as a file through a temporary object URL. */
export function download(filename: string, mimeType: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
