/**
 * A SQL `like` pattern (used with `escape '\'`) for `text` anywhere after `prefix`: `%`, `_` and
 * `\` typed by a person are matched literally. `prefix` '' anchors at the start.
 */
export function likePattern(text: string, prefix = '%'): string {
	return `${prefix}${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
