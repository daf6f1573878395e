# TAPIS_CHECK_CFLAG(FLAG, [IF-OK], [IF-NOT])
# Compiles an empty program with FLAG added (and warnings as errors, so that
# a flag the compiler only warns about counts as unsupported).
AC_DEFUN([TAPIS_CHECK_CFLAG], [
  AS_VAR_PUSHDEF([tapis_var], [tapis_cv_cflag_$1])
  AC_CACHE_CHECK([whether the C compiler accepts $1], [tapis_var], [
    tapis_save_CFLAGS=$CFLAGS
    CFLAGS="$CFLAGS -Werror $1"
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])],
      [AS_VAR_SET([tapis_var], [yes])], [AS_VAR_SET([tapis_var], [no])])
    CFLAGS=$tapis_save_CFLAGS])
  AS_VAR_IF([tapis_var], [yes], [$2], [$3])
  AS_VAR_POPDEF([tapis_var])
])
