from kata_letter.core import zipper


def test_zipper_0():
    assert zipper(79) == 'B'


def test_zipper_1():
    assert zipper(80) == 'A'


def test_zipper_2():
    assert zipper(81) == 'A'


def test_zipper_3():
    assert zipper(67) == 'C'


def test_zipper_4():
    assert zipper(68) == 'B'


def test_zipper_5():
    assert zipper(69) == 'B'
