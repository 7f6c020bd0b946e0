// The scene picker: a select filled from /api/scenes.

/** Fills the picker with scenes (normalised), keeping the placeholder first. */
export function fillScenePicker(select, scenes) {
  const placeholder = document.createElement('option');
  placeholder.value = '';
  placeholder.textContent = scenes.length === 0 ? 'No scenes in this build' : 'Choose a scene…';
  select.replaceChildren(placeholder, ...scenes.map((scene) => {
    const option = document.createElement('option');
    option.value = scene.id;
    option.textContent = scene.title;
    option.title = scene.summary;
    return option;
  }));
}
