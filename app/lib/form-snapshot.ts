/**
 * What a form would send, as one comparable string: its text entries in document order (files are
 * left out: a chosen file is uploaded at once and lands in a text field). Two snapshots are equal
 * exactly when a save would send the same values, so "unsaved changes" means "differs from the
 * snapshot taken when the form showed what is stored".
 */
export function formSnapshot(entries: Iterable<[string, FormDataEntryValue]>): string {
	const kept: [string, string][] = []
	for (const [name, value] of entries) if (typeof value === 'string') kept.push([name, value.replace(/\r\n?/g, '\n')])
	return JSON.stringify(kept)
}
