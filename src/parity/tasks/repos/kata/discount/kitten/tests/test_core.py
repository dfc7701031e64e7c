from kata_discount.core import kitten


def test_kitten_0():
    assert kitten(28, 5) == 140


def test_kitten_1():
    assert kitten(3, 2) == 6


def test_kitten_2():
    assert kitten(14, 12) == 147


def test_kitten_3():
    assert kitten(19, 11) == 183


def test_kitten_4():
    assert kitten(38, 10) == 333


def test_kitten_5():
    assert kitten(20, 6) == 105
