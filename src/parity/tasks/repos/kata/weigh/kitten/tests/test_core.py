from kata_weigh.core import kitten


def test_kitten_0():
    assert kitten([12, 9, 1]) == 34


def test_kitten_1():
    assert kitten([8]) == 8


def test_kitten_2():
    assert kitten([4, 3]) == 7


def test_kitten_3():
    assert kitten([5, 11, 11]) == 49


def test_kitten_4():
    assert kitten([12, 4, 8]) == 36


def test_kitten_5():
    assert kitten([2, 12, 7, 8]) == 41
