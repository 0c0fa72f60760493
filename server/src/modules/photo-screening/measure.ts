/**
 * Measures the local provider on the sample photos of @vladmandic/face-api (decisions 0140 to 0142):
 *   npx tsx server/src/modules/photo-screening/measure.ts
 * Prints the face distance matrix and its false-match and false-reject rates, the age estimates, the nudity
 * scores of every clothed picture with what the band does to them, the duplicate hash distances, per-image analysis
 * time p50/p95, the face match alone p95, and the request thread's event-loop delay while a burst is screened.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { createLocalProvider } from './local-provider';
import { DUPLICATE_MAX_DISTANCE, hammingDistance, photoHashes, duplicateDistance } from './perceptual-hash';
import { SAME_FACE_VARIANTS, SAMPLE_COUNT, cropFace, faceFreeCrop, samplePhoto } from './sample-photos';
import {
  ADULT_AGE,
  FACE_MATCH_MAX_DISTANCE,
  LOCAL_AGE_MARGIN_YEARS,
  NUDITY_BANDS,
  descriptorDistance,
  photoVerdict,
} from './screening-rules';
import type { FaceBox, ReadableAnalysis } from './screening-types';

type FaceSample = { person: string; variant: string; descriptor: Float32Array; age: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fixed = (value: number, digits = 2) => value.toFixed(digits);

async function main() {
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => fixed(l))
      .join(' ')} (2 cores)`,
  );
  const provider = createLocalProvider();
  let misses = 0;
  let crops = 0;
  let started = performance.now();
  await provider.warmUp();
  console.log(`models loaded in the screening process: ${fixed((performance.now() - started) / 1000, 1)} s`);

  const times: number[] = [];
  const nudity: { name: string; score: number; suggestive: number }[] = [];
  const faces: FaceSample[] = [];
  const fullFaces: { sample: number; boxes: FaceBox[] }[] = [];
  const analyse = async (name: string, bytes: Buffer) => {
    const analysis = await provider.analysePhoto(bytes);
    if (!analysis.readable) throw new Error(`${name}: unreadable (${analysis.problem})`);
    times.push(analysis.tookMs);
    nudity.push({ name, score: analysis.nudity.nudity, suggestive: analysis.nudity.suggestive });
    return analysis;
  };

  for (let sample = 1; sample <= SAMPLE_COUNT; sample++) {
    const photo = samplePhoto(sample);
    const { width = 1 } = await sharp(photo).metadata();
    const full = await analyse(`sample${sample}`, photo);
    const scale = width / full.width;
    const boxes = full.faces.map(({ box }) => ({
      x: box.x * scale,
      y: box.y * scale,
      width: box.width * scale,
      height: box.height * scale,
    }));
    fullFaces.push({ sample, boxes });
    console.log(
      `sample${sample}: ${full.faces.length} faces, ages ${full.faces.map((f) => fixed(f.ageEstimate, 0)).join(' ')}, ` +
        `${full.tookMs} ms, first-photo verdict ${describeVerdict(full)}`,
    );
    for (const [index, box] of boxes.entries()) {
      const person = `s${sample}f${index + 1}`;
      faces.push({
        person,
        variant: 'in the group',
        descriptor: full.faces[index]!.descriptor!,
        age: full.faces[index]!.ageEstimate,
      });
      for (const variant of SAME_FACE_VARIANTS) {
        const crop = await analyse(`${person} ${variant.name}`, await cropFace(photo, box, variant));
        crops++;
        // The face cropped is the one nearest the crop's centre; a wide crop may hold a neighbour's face too.
        const centre = { x: crop.width / 2, y: crop.height / 2 };
        const nearest = [...crop.faces].sort((a, b) => offCentre(a.box, centre) - offCentre(b.box, centre))[0];
        if (!nearest) {
          misses++;
          console.log(`  ${person} ${variant.name}: no face found in the crop`);
          continue;
        }
        faces.push({ person, variant: variant.name, descriptor: nearest.descriptor!, age: nearest.ageEstimate });
      }
    }
    const empty = await analyse(`sample${sample} below the faces`, await faceFreeCrop(photo, boxes));
    console.log(`  crop below the faces: ${empty.faces.length} faces`);
  }
  const plain = await analyse('plain generated', await plainImage());
  console.log(`plain generated picture: ${plain.faces.length} faces`);

  // Face distances.
  const same: number[] = [];
  const different: number[] = [];
  const byPerson = new Map<string, number[]>();
  for (let i = 0; i < faces.length; i++) {
    for (let j = i + 1; j < faces.length; j++) {
      const distance = descriptorDistance(faces[i]!.descriptor, faces[j]!.descriptor);
      if (faces[i]!.person === faces[j]!.person) {
        same.push(distance);
        byPerson.set(faces[i]!.person, [...(byPerson.get(faces[i]!.person) ?? []), distance]);
      } else different.push(distance);
    }
  }
  console.log(`\ndetector missed the face in ${misses} of ${crops} crops`);
  console.log(
    `face distances over ${faces.length} faces of ${byPerson.size} people (${same.length} same-person, ${different.length} different-person pairs)`,
  );
  console.log(
    `  same person: ${fixed(Math.min(...same))}–${fixed(Math.max(...same))}, p95 ${fixed(percentile(same, 95))}`,
  );
  console.log(
    `  different people: ${fixed(Math.min(...different))}–${fixed(Math.max(...different))}, p5 ${fixed(percentile(different, 5))}`,
  );
  for (const [person, distances] of byPerson)
    console.log(`  ${person}: worst same-person distance ${fixed(Math.max(...distances))}`);
  console.log('  threshold  false-match  false-reject');
  for (const threshold of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]) {
    const falseMatch = different.filter((d) => d <= threshold).length / different.length;
    const falseReject = same.filter((d) => d > threshold).length / same.length;
    const mark = threshold === FACE_MATCH_MAX_DISTANCE ? '  <- FACE_MATCH_MAX_DISTANCE' : '';
    console.log(
      `  ${fixed(threshold)}       ${fixed(falseMatch * 100, 2)} %       ${fixed(falseReject * 100, 2)} %${mark}`,
    );
  }
  printMatrix(faces.filter((face) => face.variant === 'in the group' || face.variant === SAME_FACE_VARIANTS[1]!.name));

  // Ages.
  const ages = faces.map((face) => face.age);
  console.log(`\nage estimates (all crops): ${fixed(Math.min(...ages), 1)}–${fixed(Math.max(...ages), 1)}`);
  for (const person of byPerson.keys()) {
    const own = faces.filter((face) => face.person === person).map((face) => face.age);
    console.log(
      `  ${person}: ${fixed(Math.min(...own), 1)}–${fixed(Math.max(...own), 1)} (spread ${fixed(Math.max(...own) - Math.min(...own), 1)})`,
    );
  }

  console.log(`verified-face age rule (estimate - margin < ${ADULT_AGE} holds for review) on these adult faces:`);
  for (let margin = 0; margin <= 6; margin++) {
    const held = ages.filter((age) => age - margin < ADULT_AGE).length;
    const mark = margin === LOCAL_AGE_MARGIN_YEARS ? '  <- LOCAL_AGE_MARGIN_YEARS' : '';
    console.log(
      `  margin ${margin}: ${held} of ${ages.length} held (${fixed((held / ages.length) * 100, 1)} %)${mark}`,
    );
  }

  // Nudity.
  const band = NUDITY_BANDS.local;
  const held = nudity.filter((n) => n.score >= band.hold && n.score < band.reject);
  const rejected = nudity.filter((n) => n.score >= band.reject);
  const sorted = [...nudity].sort((a, b) => b.score - a.score);
  console.log(
    `\nnudity (Porn + Hentai) on ${nudity.length} clothed pictures: max ${fixed(sorted[0]!.score)}, p95 ${fixed(
      percentile(
        nudity.map((n) => n.score),
        95,
      ),
    )}`,
  );
  console.log(`  band hold ${band.hold}, reject ${band.reject}: ${held.length} held, ${rejected.length} rejected`);
  for (const hold of [0.5, 0.6, 0.7, 0.8, 0.9])
    console.log(`  held from ${hold}: ${nudity.filter((n) => n.score >= hold).length} of ${nudity.length}`);
  for (const n of sorted.slice(0, 8)) console.log(`  ${fixed(n.score)} (sexy ${fixed(n.suggestive)}) ${n.name}`);

  await measureHashes();

  // Time.
  console.log(
    `\nanalysis time per image over ${times.length} images: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`,
  );
  const template = faces[0]!.descriptor;
  const matchTimes: number[] = [];
  for (let round = 0; round < 20_000; round++) {
    const candidate = faces[round % faces.length]!.descriptor;
    const t0 = performance.now();
    descriptorDistance(candidate, template);
    matchTimes.push(performance.now() - t0);
  }
  console.log(
    `face match alone (one descriptor against the template): p95 ${fixed(percentile(matchTimes, 95) * 1000, 1)} µs`,
  );

  // The request thread while a burst is screened.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  idle.disable();
  const busy = monitorEventLoopDelay({ resolution: 10 });
  const burst = await Promise.all(Array.from({ length: SAMPLE_COUNT }, (_, i) => samplePhoto(i + 1)));
  busy.enable();
  started = performance.now();
  await Promise.all([...burst, ...burst].map((bytes) => provider.analysePhoto(bytes)));
  const burstSeconds = (performance.now() - started) / 1000;
  busy.disable();
  console.log(
    `\nburst of ${burst.length * 2} full-size uploads at once: ${fixed(burstSeconds, 1)} s (${fixed((burst.length * 2 * 60) / burstSeconds, 0)} a minute); ` +
      `request thread event-loop delay p99 ${fixed(busy.percentile(99) / 1e6, 1)} ms, max ${fixed(busy.max / 1e6, 1)} ms ` +
      `(idle p99 ${fixed(idle.percentile(99) / 1e6, 1)} ms)`,
  );
  await provider.close();
}

const offCentre = (box: FaceBox, centre: { x: number; y: number }) =>
  Math.hypot(box.x + box.width / 2 - centre.x, box.y + box.height / 2 - centre.y);

function describeVerdict(analysis: ReadableAnalysis) {
  const verdict = photoVerdict({ analysis, position: 'first', verifiedFace: null, duplicate: null });
  return 'reason' in verdict && verdict.reason ? `${verdict.status} ${verdict.reason}` : verdict.status;
}

function printMatrix(faces: FaceSample[]) {
  const labels = faces.map((face) => `${face.person}${face.variant === 'in the group' ? '' : "'"}`);
  console.log(`\ndistance matrix (each face in its group and as a tight 160 px crop, marked '):`);
  console.log(`        ${labels.map((l) => l.padStart(7)).join('')}`);
  for (const [i, face] of faces.entries())
    console.log(
      `${labels[i]!.padEnd(8)}${faces.map((other) => fixed(descriptorDistance(face.descriptor, other.descriptor)).padStart(7)).join('')}`,
    );
}

async function measureHashes() {
  const same: number[] = [];
  const different: number[] = [];
  const hashes = [];
  for (let sample = 1; sample <= SAMPLE_COUNT; sample++) {
    const photo = samplePhoto(sample);
    const original = (await photoHashes(photo))!;
    hashes.push(original.hash);
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    const copies = [
      await sharp(photo).jpeg({ quality: 40 }).toBuffer(),
      await sharp(photo).resize(480).toBuffer(),
      await sharp(photo).resize(200).webp({ quality: 50 }).toBuffer(),
      await sharp(photo).modulate({ brightness: 1.15 }).png().toBuffer(),
      await sharp(photo).flop().jpeg().toBuffer(),
      await sharp(photo)
        .extract({
          left: Math.round(width * 0.03),
          top: Math.round(height * 0.03),
          width: Math.round(width * 0.94),
          height: Math.round(height * 0.94),
        })
        .jpeg()
        .toBuffer(),
    ];
    for (const copy of copies) same.push(duplicateDistance((await photoHashes(copy))!, original.hash));
  }
  for (let i = 0; i < hashes.length; i++)
    for (let j = i + 1; j < hashes.length; j++) different.push(hammingDistance(hashes[i]!, hashes[j]!));
  console.log(`\nduplicate hash (64-bit dHash), DUPLICATE_MAX_DISTANCE ${DUPLICATE_MAX_DISTANCE}:`);
  console.log(
    `  re-encoded, resized, brighter, mirrored, 3 % trimmed copies: ${Math.min(...same)}–${Math.max(...same)} bits (${same.join(' ')})`,
  );
  console.log(`  different sample photos: ${Math.min(...different)}–${Math.max(...different)} bits`);
}

function plainImage() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg()
    .toBuffer();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
