/** Trees of nodes that hold their children (the category tree, as the screens and pages get it). */

/** Every node in tree order: a parent, then its children, then its next sibling. */
export function flattenTree<T extends { children: T[] }>(nodes: T[]): T[] {
	return nodes.flatMap((node) => [node, ...flattenTree(node.children)])
}

/** The first node, in tree order, that `matches`. */
export function findInTree<T extends { children: T[] }>(nodes: T[], matches: (node: T) => boolean): T | undefined {
	return flattenTree(nodes).find(matches)
}
