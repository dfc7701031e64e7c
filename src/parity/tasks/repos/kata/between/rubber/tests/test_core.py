from kata_between.core import rubber


def test_rubber_0():
    assert rubber(2, 3, 9) == False


def test_rubber_1():
    assert rubber(3, 3, 9) == True


def test_rubber_2():
    assert rubber(4, 3, 9) == True


def test_rubber_3():
    assert rubber(8, 3, 9) == True


def test_rubber_4():
    assert rubber(9, 3, 9) == False


def test_rubber_5():
    assert rubber(10, 3, 9) == False
