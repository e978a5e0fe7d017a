// Runs a child process as part of this one: the signals an operator or orchestrator sends to this
// process (SIGTERM, SIGINT, SIGHUP) go on to the child, and this process ends when the child ends,
// with its exit code. The child gets an IPC channel, so a child that watches it (server/index.js
// does) also stops when this process is killed without a chance to forward anything (SIGKILL).
import { spawn } from 'node:child_process'
import process from 'node:process'

export const forwardedSignals = ['SIGTERM', 'SIGINT', 'SIGHUP']

/**
 * Starts `process.execPath args…` and resolves with its exit code (128 + signal number when a
 * signal ended it, as shells report it). Signals received meanwhile are forwarded, not obeyed.
 */
export function runChild(args, options = {}) {
	const { onSpawn, ...spawnOptions } = options
	const child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], ...spawnOptions })
	// The caller may read the child's output (npm start shows a line per build stage).
	onSpawn?.(child)
	const forward = (signal) => {
		if (child.exitCode === null && child.signalCode === null) child.kill(signal)
	}
	for (const signal of forwardedSignals) process.on(signal, forward)
	// If this process exits for any other reason (an uncaught error), the child goes with it.
	const onExit = () => forward('SIGTERM')
	process.on('exit', onExit)
	return new Promise((resolve, reject) => {
		child.once('error', reject)
		child.once('exit', (code, signal) => {
			for (const s of forwardedSignals) process.off(s, forward)
			process.off('exit', onExit)
			resolve(code ?? 128 + (signal ? (osSignals[signal] ?? 15) : 15))
		})
	})
}

const osSignals = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }

/**
 * For a process started by `runChild` (or any parent with an IPC channel): call `stop` when the
 * parent goes away, however it went (the channel closes even when it was SIGKILLed).
 */
export function stopWithParent(stop) {
	if (!process.connected) return
	process.once('disconnect', stop)
	// The channel must not keep this process alive on its own.
	process.channel?.unref()
}
