"""`tirc explain`: one self-contained HTML page (or text) per input that shows, for each kernel, its
schedule, the thread-value maps of its Tensor Core fragments, the shared-memory bank map of its own
accesses (from an emulator run), a modelled pipeline timeline, its roofline point, its SASS main
loop and the IR after every pass.

Every section is built once as data (``tirc.explain.model.Section``) and drawn twice: as HTML with
inline SVG (``tirc.explain.svg``) and as text, so the page and ``--text`` say the same facts."""
