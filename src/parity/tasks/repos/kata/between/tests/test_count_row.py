from kata_between.count_row import count_row


def test_count_row_0():
    assert count_row(2, 3, 9) == False


def test_count_row_1():
    assert count_row(3, 3, 9) == True


def test_count_row_2():
    assert count_row(4, 3, 9) == True


def test_count_row_3():
    assert count_row(8, 3, 9) == True


def test_count_row_4():
    assert count_row(9, 3, 9) == False


def test_count_row_5():
    assert count_row(10, 3, 9) == False
