/**
 * The framework floor of the phone benches (decision 0029): a one-route React Router app
 * (bench/floor/, React Router's default entries, no CSS, no fonts) built with the app's React Router,
 * React and Vite into a temporary directory under tmp/ (where Node finds
 * node_modules for its server build) and served by Express with compression — what any page
 * built on this framework costs a phone at the least. Built and served once per bench run.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { onCleanup, root } from './lib.ts'

/** Builds bench/floor into a temporary directory (removed at cleanup); answers the directory. */
export function buildFloor(): string {
	fs.mkdirSync(path.join(root, 'tmp'), { recursive: true })
	const dir = fs.mkdtempSync(path.join(root, 'tmp', 'bench-floor-'))
	onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
	const result = spawnSync(
		process.execPath,
		[path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build', path.join(root, 'bench/floor')],
		{ cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', FLOOR_BUILD_DIR: dir } },
	)
	if (result.status !== 0) throw new Error(`The framework floor's build failed:\n${result.stdout}\n${result.stderr}`)
	return dir
}

/** Builds the floor and serves it on `port` (stopped at cleanup); answers its origin. */
export async function startFloor(port: number): Promise<string> {
	const dir = buildFloor()
	const child = spawn(process.execPath, [path.join(root, 'bench/floor/server.mjs'), dir, String(port)], {
		cwd: root,
		env: { ...process.env, NODE_ENV: 'production' },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	onCleanup(async () => {
		if (child.exitCode !== null || child.signalCode !== null) return
		const exited = new Promise((resolve) => child.once('exit', resolve))
		child.kill('SIGTERM')
		await exited
	})
	await new Promise<void>((resolve, reject) => {
		child.stdout!.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('listening')) resolve()
		})
		child.once('exit', (code) => reject(new Error(`the framework floor's server exited (${code})`)))
	})
	const origin = `http://127.0.0.1:${port}`
	const response = await fetch(`${origin}/`)
	if (!response.ok) throw new Error(`the framework floor answered ${response.status}`)
	return origin
}

/** React Router, React and Vite as installed (the floor is built with these, as the app is). */
export function frameworkVersions(): string {
	const version = (name: string) =>
		(JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
	return `React Router ${version('react-router')}, React ${version('react')}, Vite ${version('vite')}`
}
