// Cairo (image surfaces, paths, patterns incl. meshes), its FreeType/fontconfig font backend
// and zlib (PNG's deflate and CRC), for the Raster module only.
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <zlib.h>
