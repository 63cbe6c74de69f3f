import manifest from '../../custom-elements.json';
import { ElementReference } from './ElementReference';
import { elementsWithoutStories, type ElementsManifest } from './element-reference';

/**
 * The reference of the elements no story shows: no stories file gives them a docs page, so
 * this one does (elements-without-stories.mdx).
 */
export function ElementsWithoutStories() {
  return (
    <>
      {elementsWithoutStories(manifest as ElementsManifest).map((tag) => (
        <ElementReference key={tag} tag={tag} />
      ))}
    </>
  );
}
