from kata_between.count_items import count_items


def test_count_items_0():
    assert count_items(2, 3, 9) == False


def test_count_items_1():
    assert count_items(3, 3, 9) == True


def test_count_items_2():
    assert count_items(4, 3, 9) == True


def test_count_items_3():
    assert count_items(8, 3, 9) == True


def test_count_items_4():
    assert count_items(9, 3, 9) == False


def test_count_items_5():
    assert count_items(10, 3, 9) == False
