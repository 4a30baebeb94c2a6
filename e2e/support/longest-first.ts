import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const BROWSER_PROJECTS = ['e2e', 'e2e-hindi'];
/** A Hindi rerun runs only a file's tests tagged 'hindi': about half of its time, as measured. */
const HINDI_SHARE = 0.5;

/**
 * Orders the browser files of both languages together, longest first, so the two workers end at about
 * the same time instead of one running the last long file alone (Vitest's own order runs every English
 * file before any Hindi one). How long is what Vitest measured last time when it has a time for every
 * file (a local rerun); otherwise (a clean clone, as CI) the size of the file's test code: the file and
 * the journey it describes from e2e/support/*-journey.ts. The other projects keep Vitest's order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((spec) => BROWSER_PROJECTS.includes(spec.project.name));
    const others = sorted.filter((spec) => !BROWSER_PROJECTS.includes(spec.project.name));
    const measured = new Map(browser.map((spec) => [spec, this.measuredMs(spec)]));
    const allMeasured = [...measured.values()].every((ms) => ms !== undefined);
    const estimate = new Map(
      browser.map((spec) => [
        spec,
        allMeasured
          ? measured.get(spec)!
          : testCodeBytes(spec.moduleId) * (spec.project.name === 'e2e-hindi' ? HINDI_SHARE : 1),
      ]),
    );
    return [...others, ...browser.sort((a, b) => estimate.get(b)! - estimate.get(a)!)];
  }

  private measuredMs(spec: TestSpecification): number | undefined {
    const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    return this.ctx.cache.getFileTestResults(key)?.duration;
  }
}

function testCodeBytes(file: string): number {
  const source = readFileSync(file, 'utf8');
  const journeys = [...source.matchAll(/from '(\.\/support\/[\w-]+-journey)'/g)].map((match) =>
    resolve(dirname(file), `${match[1]}.ts`),
  );
  return journeys.reduce((bytes, journey) => bytes + readFileSync(journey, 'utf8').length, source.length);
}
