from kata_between.core import pillow


def test_pillow_0():
    assert pillow(2, 3, 9) == False


def test_pillow_1():
    assert pillow(3, 3, 9) == True


def test_pillow_2():
    assert pillow(4, 3, 9) == True


def test_pillow_3():
    assert pillow(8, 3, 9) == True


def test_pillow_4():
    assert pillow(9, 3, 9) == False


def test_pillow_5():
    assert pillow(10, 3, 9) == False
