import type { KyselyPlugin } from 'kysely';

/**
 * Counts the statements a database runs, whatever Kysely instance (a feature's, a transaction's)
 * ran them: the plugin is installed on the root instance, which every other one derives from. One
 * increment per statement; read by tests that count what a request costs (issue 40) and by the
 * `db_statements_total` metric.
 */
export class StatementCounter implements KyselyPlugin {
  private statements = 0;

  get count(): number {
    return this.statements;
  }

  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;

  transformResult: KyselyPlugin['transformResult'] = async (args) => {
    this.statements++;
    return args.result;
  };
}
