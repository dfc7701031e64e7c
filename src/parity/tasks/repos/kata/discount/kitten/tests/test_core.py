from kata_discount.core import kitten


def test_kitten_0():
    assert kitten(20, 7) == 117


def test_kitten_1():
    assert kitten(4, 5) == 20


def test_kitten_2():
    assert kitten(37, 9) == 278


def test_kitten_3():
    assert kitten(37, 3) == 111


def test_kitten_4():
    assert kitten(21, 9) == 158


def test_kitten_5():
    assert kitten(20, 6) == 120
