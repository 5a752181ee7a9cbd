/** What one studio command changed: a file's text in the JSON editor, or one text of one locale. */
export type EditTarget =
  | {
      kind: 'file';
      /** The JSON editor's document (draft and path). */
      document: string;
      /** State key of the editor's unsaved texts, written when the editor is not on screen. */
      unsavedKey: string;
      /** What the status line names: the file's path. */
      label: string;
    }
  | {
      kind: 'text';
      key: string;
      locale: string;
      /** State key of the texts table's pending edits. */
      stateKey: string;
      label: string;
    };

/** One name per place a command can change: the key of the last loaded value there. */
export function targetKey(target: EditTarget): string {
  return target.kind === 'file' ? `file ${target.document}` : `text ${target.key} ${target.locale}`;
}
