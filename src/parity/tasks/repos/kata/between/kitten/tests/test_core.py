from kata_between.core import kitten


def test_kitten_0():
    assert kitten(2, 3, 9) == False


def test_kitten_1():
    assert kitten(3, 3, 9) == True


def test_kitten_2():
    assert kitten(4, 3, 9) == True


def test_kitten_3():
    assert kitten(8, 3, 9) == True


def test_kitten_4():
    assert kitten(9, 3, 9) == False


def test_kitten_5():
    assert kitten(10, 3, 9) == False
