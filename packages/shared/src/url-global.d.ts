// The WHATWG URL class is global wherever this package runs (browsers, Node); the package compiles
// without DOM or Node types, so the part of it that redirect.ts uses is declared here.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
