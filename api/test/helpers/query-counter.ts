/**
 * Counts the statements the app sends, through a Kysely plugin on the app's handle: the real
 * queries, with no hook in product code.
 */
import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';

export interface QueryCounter {
  plugin: KyselyPlugin;
  /** Statements since the last reset. */
  total(): number;
  /** SELECTs since the last reset whose FROM names `table`. */
  readsOf(table: string): number;
  reset(): void;
}

function tableName(node: OperationNode): string | undefined {
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') {
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  }
  return undefined;
}

function selectsFrom(node: RootOperationNode, table: string): boolean {
  if (node.kind !== 'SelectQueryNode' || !node.from) return false;
  return node.from.froms.some((from) => tableName(from) === table);
}

export function queryCounter(): QueryCounter {
  let seen: RootOperationNode[] = [];
  return {
    plugin: {
      transformQuery: (args) => {
        seen.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    total: () => seen.length,
    readsOf: (table) => seen.filter((node) => selectsFrom(node, table)).length,
    reset: () => {
      seen = [];
    },
  };
}
