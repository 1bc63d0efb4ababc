// Measures bench/metadata-parse.bench.ts's two documents through lib/upstream's parseCsdl, under the server's
// conditions (lib/ is server-only): one MiB of unclosed `<!--` and an ordinary CSDL document of exactly the same
// length, ROUNDS each. Prints one JSON line.
import { parseCsdl } from '../../lib/upstream';

const SIZE = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);

const hostile = '<!--'.repeat(SIZE / 4);

/** An ordinary document of the same length: entity types of ten properties each, padded to exactly SIZE. */
function ordinaryDocument(): string {
  const head = '<edmx:Edmx Version="4.0"><edmx:DataServices><Schema Namespace="Bench">';
  const tail = '</Schema></edmx:DataServices></edmx:Edmx>';
  const types: string[] = [];
  let length = head.length + tail.length;
  for (let i = 0; ; i++) {
    const props = Array.from(
      { length: 10 },
      (_, p) => `<Property Name="Field${p}" Type="Edm.String" Nullable="true"/>`,
    );
    const type = `<EntityType Name="Type${i}"><Key><PropertyRef Name="Field0"/></Key>${props.join('')}</EntityType>`;
    if (length + type.length > SIZE) break;
    types.push(type);
    length += type.length;
  }
  return head + types.join('') + ' '.repeat(SIZE - length) + tail;
}

function time(run: () => void): number[] {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const ordinary = ordinaryDocument();
if (ordinary.length !== hostile.length) throw new Error(`documents differ: ${ordinary.length} vs ${hostile.length}`);
const types = Object.keys(parseCsdl(ordinary).entityTypes).length;
if (types === 0) throw new Error('the ordinary document reads as no entity type');

const ours = time(() => {
  try {
    parseCsdl(hostile);
  } catch {
    // "declares no entity type": the answer expected of a document that is all comment
  }
});
const baseline = time(() => parseCsdl(ordinary));
console.log(JSON.stringify({ types, ours, baseline }));
