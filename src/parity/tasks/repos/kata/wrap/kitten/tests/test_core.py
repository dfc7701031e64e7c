from kata_wrap.core import kitten


def test_kitten_0():
    assert kitten(7) == 3


def test_kitten_1():
    assert kitten(30) == 2


def test_kitten_2():
    assert kitten(24) == 4


def test_kitten_3():
    assert kitten(10) == 6


def test_kitten_4():
    assert kitten(6) == 2


def test_kitten_5():
    assert kitten(10, 4, 2) == 0
