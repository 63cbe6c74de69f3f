import { Description, Title, useOf } from '@storybook/addon-docs/blocks';
import manifest from '../../custom-elements.json';
import { ElementReference } from './ElementReference';
import { elementsShownBy, type ElementsManifest } from './element-reference';

/**
 * Every stories file's docs page (.storybook/preview.ts: the `autodocs` tag and
 * `parameters.docs.page`): its title, the file's stories as links, and the reference of each
 * element they show. Which elements that is, custom-elements.json says (each element's `demos`,
 * found in stories/ by `npm run elements`), so no stories file names its tags a second time.
 * The stories are linked rather than rendered here: an open dialog or panel of one would
 * cover the page.
 */
export function ElementDocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const stories = Object.values(csfFile.stories);
  const tags = elementsShownBy(
    manifest as ElementsManifest,
    stories.map((story) => story.id),
  );
  return (
    <>
      <Title />
      <Description of="meta" />
      <nav aria-label="Stories">
        <ul>
          {stories.map((story) => (
            <li key={story.id}>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <ElementReference key={tag} tag={tag} />
      ))}
    </>
  );
}
