// Public surface of the frame modules; re-exports only.
export { VERSION, LIMITS, VERBS, ProtocolError, FrameDecoder, decodeFrame, pathData } from './protocol.js';
export { FONT_FAMILIES, FrameRenderer, fontString, paintStyle, sizeCanvas, tracePath } from './render.js';
