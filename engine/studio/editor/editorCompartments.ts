import { Compartment } from '@codemirror/state';

/** The parts of the configuration that follow the component's props. */
export interface EditorCompartments {
  assist: Compartment;
  lint: Compartment;
  readOnly: Compartment;
  attributes: Compartment;
  theme: Compartment;
  history: Compartment;
}

export function createCompartments(): EditorCompartments {
  return {
    assist: new Compartment(),
    lint: new Compartment(),
    readOnly: new Compartment(),
    attributes: new Compartment(),
    theme: new Compartment(),
    history: new Compartment(),
  };
}
