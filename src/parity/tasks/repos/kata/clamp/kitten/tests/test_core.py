from kata_clamp.core import kitten


def test_kitten_0():
    assert kitten(4) == 5


def test_kitten_1():
    assert kitten(5) == 5


def test_kitten_2():
    assert kitten(6) == 6


def test_kitten_3():
    assert kitten(17) == 17


def test_kitten_4():
    assert kitten(18) == 18


def test_kitten_5():
    assert kitten(19) == 18
