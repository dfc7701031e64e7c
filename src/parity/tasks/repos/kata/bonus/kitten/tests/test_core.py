from kata_bonus.core import kitten


def test_kitten_0():
    assert kitten(54) == 67


def test_kitten_1():
    assert kitten(5) == 6


def test_kitten_2():
    assert kitten(0) == 0


def test_kitten_3():
    assert kitten(28) == 35


def test_kitten_4():
    assert kitten(23, 5) == 28


def test_kitten_5():
    assert kitten(23, 6) == 33
