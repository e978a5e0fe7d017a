import type { NextFunction, Request, Response } from 'express'

type Listener = (...args: unknown[]) => void

/**
 * Mounted right after `compression()`. Compression hands a response's 'drain' listeners to its
 * gzip/brotli stream but leaves `off`/`removeListener` alone, so a listener taken off the response
 * stays on the stream (expressjs/compression#135). React Router waits for 'drain' on every write
 * that fills the buffer and takes its listener off again: on a long streamed page they pile up on
 * the stream (each later 'drain' calls them all) and Node warns of a leak. This sends each removal
 * to the emitter the listener was added to.
 */
export function releaseDrainListeners() {
	return (_req: Request, res: Response, next: NextFunction) => {
		const on = res.on
		const addedTo = new Map<Listener, NodeJS.EventEmitter>()
		// `once` wraps the listener (the original is `.listener`) and removes the wrapper on the
		// response when it fires; either name finds the emitter.
		const key = (listener: Listener) => (listener as Listener & { listener?: Listener }).listener ?? listener
		res.on = res.addListener = function (this: Response, type: string | symbol, listener: Listener) {
			const target = on.call(this, type, listener) as unknown
			if (type === 'drain' && target !== this && target && typeof (target as NodeJS.EventEmitter).removeListener === 'function')
				addedTo.set(key(listener), target as NodeJS.EventEmitter)
			return this
		} as Response['on']
		const removeListener = res.removeListener
		res.removeListener = res.off = function (this: Response, type: string | symbol, listener: Listener) {
			const target = type === 'drain' ? addedTo.get(key(listener)) : undefined
			if (target) {
				addedTo.delete(key(listener))
				target.removeListener(type, listener)
				return this
			}
			return removeListener.call(this, type, listener)
		} as Response['off']
		next()
	}
}
