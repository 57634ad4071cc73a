/** Loads the page again from the server: the one way to the files of a newer build. A module of its own, so tests replace it. */
export function reloadPage(): void {
  window.location.reload();
}
