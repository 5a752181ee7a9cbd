/**
 * Saves a base64 file through the browser's download (an object URL on a link with `download`),
 * the way a statement reaches the member's device. Only a file name without a path is used.
 */
export async function saveFile(file: { content: string; filename: string; mime: string }): Promise<boolean> {
  try {
    const binary = atob(file.content);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    const url = URL.createObjectURL(new Blob([bytes], { type: file.mime }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename.replace(/[\\/]/g, '_') || 'download';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click has started the download by the next tick; keep the URL that long, then free the bytes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    URL.revokeObjectURL(url);
    return true;
  } catch {
    return false;
  }
}
