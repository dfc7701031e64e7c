from kata_pad.core import zipper


def test_zipper_0():
    assert zipper('') == '....'


def test_zipper_1():
    assert zipper('ab') == 'ab..'


def test_zipper_2():
    assert zipper('abab') == 'abab'


def test_zipper_3():
    assert zipper('ababab') == 'ababab'


def test_zipper_4():
    assert zipper('abababab') == 'abababab'


def test_zipper_5():
    assert zipper('ababababab') == 'ababababab'
