// Saves data the page made as a file download (an object URL on a temporary link).

/** Saves `data` (text or bytes) as a download named `name` of media type `type`. */
export function download(name, data, type) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
