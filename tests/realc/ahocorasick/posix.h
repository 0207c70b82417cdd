/*
    This is part of pyahocorasick Python module.
    
    POSIX declarations.

    Author    : Wojciech Muła, wojciech_mula@poczta.onet.pl
    WWW       : http://0x80.pl
    License   : BSD-3-Clause (see LICENSE)
*/

#ifndef PYAHCORASICK_POSIX_H__
#define PYAHCORASICK_POSIX_H__

#define PY_OBJECT_HEAD_INIT PyVarObject_HEAD_INIT(&PyType_Type, 0)

#endif

