import { exportDocument, exportFileName, type PrepSession } from './prep-format.ts';

/** Downloads the recipe as a JSON file through a Blob and an <a download>. */
export function downloadRecipe(session: PrepSession): void {
  const blob = new Blob([JSON.stringify(exportDocument(session), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName(session.recipeName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
