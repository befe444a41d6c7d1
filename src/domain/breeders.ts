export type BreederBox = {
  id: number;
  Nome: string;
  img_path?: string | null;
  slug: string;
  puledri?: number | null;
};

export type BreederBoxes = {
  breeders: BreederBox[];
  aboveTitle?: string | null;
  belowTitle?: string | null;
};
