"""Builds the compiled rules core (and the solver and game engine on top of it) on install."""

from setuptools import Extension, find_packages, setup

# Every package under the one import root ``paiju`` (paiju/data/ included: fonts, collections,
# rules help, so a wheel carries them too).
PACKAGES = find_packages(include=["paiju", "paiju.*"])
# Folders of files without Python code inside the packages. setuptools treats every folder
# as an importable (namespace) package, so each is declared as one; the files it ships are
# listed under its name in pyproject.toml's [tool.setuptools.package-data].
DATA_FOLDERS = ["paiju.data.collections", "paiju.data.fonts", "paiju.data.openings",
                "paiju.data.rules", "paiju.native", "paiju.ui.i18n", "paiju.server.static"]

CFLAGS = ["-O3", "-std=c11", "-Wall", "-Wno-unused-function"]
NATIVE = "paiju/native"

setup(
    packages=[*PACKAGES, *DATA_FOLDERS],
    ext_modules=[
        Extension(
            "paiju.rules._core",
            sources=[f"{NATIVE}/position.c", f"{NATIVE}/coremodule.c"],
            include_dirs=[NATIVE],
            extra_compile_args=CFLAGS,
        ),
        Extension(
            "paiju.rules._tk",
            sources=[f"{NATIVE}/tk_core.c", f"{NATIVE}/tk_search.c", f"{NATIVE}/tk_module.c"],
            include_dirs=[NATIVE],
            extra_compile_args=CFLAGS,
        ),
        Extension(
            "paiju.solver._prover",
            sources=[f"{NATIVE}/position.c", f"{NATIVE}/prover.c", f"{NATIVE}/dfpn.c",
                     f"{NATIVE}/provermodule.c"],
            include_dirs=[NATIVE],
            extra_compile_args=CFLAGS,
        ),
        Extension(
            "paiju.engine._search",
            sources=[f"{NATIVE}/position.c", f"{NATIVE}/search.c", f"{NATIVE}/eval.c",
                     f"{NATIVE}/enginemodule.c"],
            include_dirs=[NATIVE],
            extra_compile_args=CFLAGS,
            libraries=["m"],
        ),
    ]
)
