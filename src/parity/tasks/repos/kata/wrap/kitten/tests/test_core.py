from kata_wrap.core import kitten


def test_kitten_0():
    assert kitten(1) == 5


def test_kitten_1():
    assert kitten(7) == 0


def test_kitten_2():
    assert kitten(-7) == 8


def test_kitten_3():
    assert kitten(23) == 5


def test_kitten_4():
    assert kitten(-6) == 9


def test_kitten_5():
    assert kitten(3, 7, 0) == 3
