export { ImageGeneratorSection } from './image-generator';
export { peekPendingImage, takePendingImageFor, type PendingImage } from './pending-image';
export { PendingImageNote } from './pending-image-note';
