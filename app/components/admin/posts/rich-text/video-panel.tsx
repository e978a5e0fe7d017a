import type { Editor } from '@tiptap/core'
import type { EditorView } from '@tiptap/pm/view'
import { type Video, parseVideoUrl } from '#app/lib/video-embed.ts'
import { caretAfterInsertedBlock } from './caret-after-block.ts'
import { AddressPanel, type AddressPanelSettings } from './panels.tsx'

/**
 * Videos in a body (decision 0047): the address of a YouTube or Vimeo video, typed in this panel or
 * pasted into the text, becomes a video block (its provider and id); any other address is refused
 * with the reason in the staff language.
 */

const videoNode = (video: Video) => ({ type: 'videoEmbed', attrs: { provider: video.provider, videoId: video.id } })

/** A paste of nothing but a known provider's video address inserts that video. */
export function videoFromPaste(view: EditorView, event: ClipboardEvent): boolean {
	const text = event.clipboardData?.getData('text/plain').trim() ?? ''
	const video = text && !/\s/.test(text) ? parseVideoUrl(text) : null
	const type = view.state.schema.nodes.videoEmbed
	if (!video || !type) return false
	const from = view.state.selection.from
	const tr = view.state.tr.replaceSelectionWith(type.create(videoNode(video).attrs))
	caretAfterInsertedBlock(from)({ tr })
	view.dispatch(tr.scrollIntoView())
	return true
}

const videoPanel: AddressPanelSettings = {
	name: 'video',
	label: 'posts.editor.videoUrl',
	placeholder: 'https://www.youtube.com/watch?v=…',
	hint: 'posts.editor.videoHint',
	applyButton: { label: 'posts.editor.videoInsert', testId: 'video-insert' },
	invalid: 'posts.editor.videoUnknown',
}

export function VideoPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
	return (
		<AddressPanel
			settings={videoPanel}
			editor={editor}
			parse={parseVideoUrl}
			apply={(video) => {
				const from = editor.state.selection.from
				return editor.chain().focus().insertContent(videoNode(video)).command(caretAfterInsertedBlock(from)).run()
			}}
			onClose={onClose}
		/>
	)
}
