from kata_between.core import jungle


def test_jungle_0():
    assert jungle(2, 3, 9) == False


def test_jungle_1():
    assert jungle(3, 3, 9) == True


def test_jungle_2():
    assert jungle(4, 3, 9) == True


def test_jungle_3():
    assert jungle(8, 3, 9) == True


def test_jungle_4():
    assert jungle(9, 3, 9) == False


def test_jungle_5():
    assert jungle(10, 3, 9) == False
