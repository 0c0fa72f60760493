import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import * as nsfwjs from 'nsfwjs';
import sharp from 'sharp';
import type { RgbImage } from './image-input';

/**
 * The local provider's models, run in its child process at the lowest CPU priority (local-provider.ts, decision
 * 0179): face-api's SSD MobileNet v1 detector, 68-point landmarks, the 128-d recognition net and the age net, and
 * nsfwjs's MobileNetV2, all on TensorFlow.js's WASM backend with the weights and .wasm files found in node_modules.
 * Nothing is downloaded.
 */
export type RawFace = {
  box: { x: number; y: number; width: number; height: number };
  score: number;
  descriptor: number[];
  age: number;
};
export type RawAnalysis = { faces: RawFace[]; nsfw: Record<string, number> };

/** Faces below this detector confidence are not faces (face-api's own default). */
export const FACE_MIN_CONFIDENCE = 0.5;
/** At most this many faces get landmarks, a descriptor and an age: a crowd costs no more than ten faces. */
const MAX_FACES = 10;
/** MobileNetV2's input size; the image is squashed to it as nsfwjs itself does. */
const NSFW_SIZE = 224;

type Models = { nsfw: nsfwjs.NSFWJS; detector: faceapi.SsdMobilenetv1Options };
let loading: Promise<Models> | undefined;

/** Loads every model once; later calls share the same promise. */
export function loadLocalModels(): Promise<Models> {
  loading ??= load();
  return loading;
}

async function load(): Promise<Models> {
  setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const modelDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  await faceapi.nets.ageGenderNet.loadFromDisk(modelDir);
  // The bundled MobileNetV2 (decision 0142: the bundled InceptionV3 scored clothed group photos higher).
  // nsfwjs announces the model it loads on console.info; the server's log is pino's alone.
  const info = console.info;
  console.info = () => {};
  const nsfw = await nsfwjs.load('MobileNetV2').finally(() => {
    console.info = info;
  });
  const detector = new faceapi.SsdMobilenetv1Options({ minConfidence: FACE_MIN_CONFIDENCE, maxResults: MAX_FACES });
  return { nsfw, detector };
}

/** Faces (with descriptor and age) and nsfwjs's five class probabilities of one decoded image. */
export async function analyseRgb(image: RgbImage): Promise<RawAnalysis> {
  const { nsfw, detector } = await loadLocalModels();
  const pixels = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  let faces: RawFace[];
  try {
    const found = await faceapi
      .detectAllFaces(pixels as unknown as faceapi.TNetInput, detector)
      .withFaceLandmarks()
      .withFaceDescriptors()
      .withAgeAndGender();
    faces = found.map((face) => ({
      box: roundBox(face.detection.box),
      score: face.detection.score,
      descriptor: Array.from(face.descriptor),
      age: face.age,
    }));
  } finally {
    pixels.dispose();
  }
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(NSFW_SIZE, NSFW_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const input = tf.tensor3d(
    new Uint8Array(small.buffer, small.byteOffset, small.length),
    [NSFW_SIZE, NSFW_SIZE, 3],
    'int32',
  );
  try {
    const predictions = await nsfw.classify(input, 5);
    return { faces, nsfw: Object.fromEntries(predictions.map((p) => [p.className, p.probability])) };
  } finally {
    input.dispose();
  }
}

function roundBox(box: { x: number; y: number; width: number; height: number }) {
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}
