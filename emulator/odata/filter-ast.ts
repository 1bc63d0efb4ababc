// The typed syntax tree parseFilter produces; every node carries its result type so later passes never re-check.
import type { EdmType } from './odata-model';

/** 'Null' is the type of the literal null, comparable with anything. */
export type ExprType = EdmType | 'Null';

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type FunctionName = 'contains' | 'startswith' | 'endswith' | 'tolower' | 'toupper' | 'trim' | 'length';

export interface LiteralExpr {
  kind: 'literal';
  type: ExprType;
  /**
   * Normalised once at parse time: DateTimeOffset → epoch ms, Guid → lower case,
   * Date → 'YYYY-MM-DD', numbers → number, null → null.
   */
  value: string | number | boolean | null;
  /** Source text of the literal, for messages. */
  text: string;
  position: number;
}

export interface PropertyExpr {
  kind: 'property';
  type: EdmType;
  name: string;
  position: number;
}

export interface CallExpr {
  kind: 'call';
  type: EdmType;
  name: FunctionName;
  args: FilterExpr[];
  position: number;
}

export interface CompareExpr {
  kind: 'compare';
  type: 'Edm.Boolean';
  op: ComparisonOperator;
  left: FilterExpr;
  right: FilterExpr;
  position: number;
}

export interface InExpr {
  kind: 'in';
  type: 'Edm.Boolean';
  operand: FilterExpr;
  values: LiteralExpr[];
  position: number;
}

export interface LogicalExpr {
  kind: 'logical';
  type: 'Edm.Boolean';
  op: 'and' | 'or';
  left: FilterExpr;
  right: FilterExpr;
  position: number;
}

export interface NotExpr {
  kind: 'not';
  type: 'Edm.Boolean';
  operand: FilterExpr;
  position: number;
}

export type FilterExpr = LiteralExpr | PropertyExpr | CallExpr | CompareExpr | InExpr | LogicalExpr | NotExpr;
