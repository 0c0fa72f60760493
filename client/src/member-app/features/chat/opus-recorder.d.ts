/** The parts of opus-recorder (which ships no types) that the Ogg Opus fallback uses. */
declare module 'opus-recorder' {
  type RecorderConfig = {
    encoderPath?: string;
    encoderSampleRate?: 8000 | 12000 | 16000 | 24000 | 48000;
    encoderBitRate?: number;
    encoderApplication?: 2048 | 2049 | 2051;
    numberOfChannels?: 1 | 2;
    mediaTrackConstraints?: boolean | MediaTrackConstraints;
    sourceNode?: MediaStreamAudioSourceNode;
    streamPages?: boolean;
  };
  export default class Recorder {
    constructor(config?: RecorderConfig);
    static isRecordingSupported(): boolean;
    start(): Promise<void>;
    stop(): Promise<void>;
    close(): Promise<void>;
    ondataavailable: (data: Uint8Array) => void;
    onstop: () => void;
  }
}

/** The encoder's worklet script, as the URL Vite gives the copy it emits. */
declare module 'opus-recorder/dist/encoderWorker.min.js?url' {
  const url: string;
  export default url;
}
